.class LMain$Consumer;
.super Ljava/lang/Thread;
.source "Main.java"

.field final buf:LMain$Buf;
.field final n:I
.field sum:J
.field taken:I

.method constructor <init>(LMain$Buf;I)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, LMain$Consumer;->buf:LMain$Buf;
    iput p2, p0, LMain$Consumer;->n:I
    return-void
.end method

.method public run()V
    .locals 5
    :loop
    iget v0, p0, LMain$Consumer;->taken:I
    iget v1, p0, LMain$Consumer;->n:I
    if-lt v0, v1, :more
    return-void
    :more
    iget-object v1, p0, LMain$Consumer;->buf:LMain$Buf;
    invoke-virtual {v1}, LMain$Buf;->take()I
    move-result v1
    int-to-long v1, v1
    iget-wide v3, p0, LMain$Consumer;->sum:J
    add-long/2addr v3, v1
    iput-wide v3, p0, LMain$Consumer;->sum:J
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$Consumer;->taken:I
    goto :loop
.end method
