.class LMain$Producer;
.super Ljava/lang/Thread;
.source "Main.java"

.field final buf:LMain$Buf;
.field final base:I

.method constructor <init>(LMain$Buf;I)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, LMain$Producer;->buf:LMain$Buf;
    iput p2, p0, LMain$Producer;->base:I
    return-void
.end method

.method public run()V
    .locals 3
    const/4 v0, 1
    :loop
    const/16 v1, 100
    if-gt v0, v1, :done
    iget-object v1, p0, LMain$Producer;->buf:LMain$Buf;
    iget v2, p0, LMain$Producer;->base:I
    add-int/2addr v2, v0
    invoke-virtual {v1, v2}, LMain$Buf;->put(I)V
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
.end method
