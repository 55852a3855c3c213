.class public LFin;
.super Ljava/lang/Object;
.source "Main.java"

.field static volatile finalized:I

.field id:I

.method public constructor <init>(I)V
    .registers 2
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LFin;->id:I
    return-void
.end method

# Prints, then counts: main reads the count after runFinalization, so the line is out by
# then on both VMs.
.method protected finalize()V
    .registers 4
    .line 8
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "finalize "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    iget v2, p0, LFin;->id:I
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    .line 9
    sget v0, LFin;->finalized:I
    add-int/lit8 v0, v0, 1
    sput v0, LFin;->finalized:I
    return-void
.end method
