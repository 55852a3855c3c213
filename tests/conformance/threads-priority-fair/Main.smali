.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Thread priorities share the CPU by weight, as CFS does for Android's threads, and never
# starve: a MAX_PRIORITY thread spins until a NORM_PRIORITY thread that sleeps 1 ms at a
# time has counted to ITERATIONS. Under strict priority the NORM thread, once asleep,
# would never run again and the program would not end. Norm prints before it sets the
# flag Max waits for, so the output order is fixed.

.field static final ITERATIONS:I = 0x32
.field static volatile normIterations:I
.field static volatile normDone:Z

.method public static main([Ljava/lang/String;)V
    .registers 6
    .line 10
    new-instance v0, LMain$Norm;
    invoke-direct {v0}, LMain$Norm;-><init>()V
    const/4 v2, 5
    invoke-virtual {v0, v2}, LMain$Norm;->setPriority(I)V
    .line 11
    new-instance v1, LMain$Max;
    invoke-direct {v1}, LMain$Max;-><init>()V
    const/16 v2, 10
    invoke-virtual {v1, v2}, LMain$Max;->setPriority(I)V
    .line 12
    invoke-virtual {v0}, LMain$Norm;->start()V
    invoke-virtual {v1}, LMain$Max;->start()V
    .line 13
    invoke-virtual {v1}, LMain$Max;->join()V
    invoke-virtual {v0}, LMain$Norm;->join()V
    .line 14
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "priorities "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, LMain$Norm;->getPriority()I
    move-result v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, " "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, LMain$Max;->getPriority()I
    move-result v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    .line 15
    const-string v3, "both finished"
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
