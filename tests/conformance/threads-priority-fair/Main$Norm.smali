.class LMain$Norm;
.super Ljava/lang/Thread;
.source "Main.java"

# NORM_PRIORITY: Thread.sleep(1), ITERATIONS times, counting in Main.normIterations.

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 6
    .line 20
    const/4 v0, 0
    :loop
    const/16 v1, 0x32
    if-ge v0, v1, :done
    .line 21
    :try_start
    const-wide/16 v2, 1
    invoke-static {v2, v3}, Ljava/lang/Thread;->sleep(J)V
    :try_end
    .catch Ljava/lang/InterruptedException; {:try_start .. :try_end} :interrupted
    .line 22
    sget v1, LMain;->normIterations:I
    add-int/lit8 v1, v1, 1
    sput v1, LMain;->normIterations:I
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    .line 23
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "norm done: "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget v3, LMain;->normIterations:I
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    .line 24
    const/4 v1, 1
    sput-boolean v1, LMain;->normDone:Z
    return-void
    :interrupted
    .line 25
    move-exception v1
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "norm interrupted"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
