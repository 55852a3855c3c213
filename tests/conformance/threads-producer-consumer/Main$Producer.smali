.class LMain$Producer;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.source "Main.java"

.field buf:LMain$Buffer;
.field id:I

.method constructor <init>(LMain$Buffer;I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, LMain$Producer;->buf:LMain$Buffer;
    iput p2, p0, LMain$Producer;->id:I
    return-void
.end method

.method public run()V
    .registers 6
    .line 50
    iget-object v0, p0, LMain$Producer;->buf:LMain$Buffer;
    iget v1, p0, LMain$Producer;->id:I
    mul-int/lit16 v1, v1, 1000
    const/4 v2, 1
    const/16 v3, 500
    :loop
    if-gt v2, v3, :done
    .line 51
    add-int v4, v1, v2
    invoke-virtual {v0, v4}, LMain$Buffer;->put(I)V
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    return-void
.end method
