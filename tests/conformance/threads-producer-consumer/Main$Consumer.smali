.class LMain$Consumer;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.field buf:LMain$Buffer;
.field sum:I
.field count:I
.field bad:I

.method constructor <init>(LMain$Buffer;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, LMain$Consumer;->buf:LMain$Buffer;
    return-void
.end method

.method public run()V
    .registers 8
    .line 60
    iget-object v0, p0, LMain$Consumer;->buf:LMain$Buffer;
    const/4 v1, 3
    new-array v1, v1, [I
    :loop
    .line 61
    invoke-virtual {v0}, LMain$Buffer;->take()I
    move-result v2
    if-ltz v2, :done
    .line 62
    div-int/lit16 v3, v2, 1000
    rem-int/lit16 v4, v2, 1000
    aget v5, v1, v3
    if-gt v4, v5, :inorder
    iget v6, p0, LMain$Consumer;->bad:I
    add-int/lit8 v6, v6, 1
    iput v6, p0, LMain$Consumer;->bad:I
    :inorder
    aput v4, v1, v3
    .line 63
    iget v6, p0, LMain$Consumer;->sum:I
    add-int/2addr v6, v2
    iput v6, p0, LMain$Consumer;->sum:I
    iget v6, p0, LMain$Consumer;->count:I
    add-int/lit8 v6, v6, 1
    iput v6, p0, LMain$Consumer;->count:I
    goto :loop
    :done
    return-void
.end method
