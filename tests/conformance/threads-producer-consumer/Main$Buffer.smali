.class LMain$Buffer;
.super Ljava/lang/Object;
.source "Main.java"

.field items:[I
.field head:I
.field tail:I
.field size:I

.method constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/4 v0, 4
    new-array v0, v0, [I
    iput-object v0, p0, LMain$Buffer;->items:[I
    return-void
.end method

# synchronized method (flag only): waits while full.
.method public synchronized put(I)V
    .registers 4
    .line 30
    :check
    iget v0, p0, LMain$Buffer;->size:I
    const/4 v1, 4
    if-lt v0, v1, :room
    .line 31
    invoke-virtual {p0}, Ljava/lang/Object;->wait()V
    goto :check
    :room
    .line 32
    iget-object v0, p0, LMain$Buffer;->items:[I
    iget v1, p0, LMain$Buffer;->tail:I
    aput p1, v0, v1
    add-int/lit8 v1, v1, 1
    and-int/lit8 v1, v1, 3
    iput v1, p0, LMain$Buffer;->tail:I
    iget v0, p0, LMain$Buffer;->size:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$Buffer;->size:I
    .line 33
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    return-void
.end method

# synchronized (this) { ... } block, javac shape: waits while empty.
.method public take()I
    .registers 5
    .line 40
    monitor-enter p0
    :s
    :check
    iget v0, p0, LMain$Buffer;->size:I
    if-nez v0, :have
    .line 41
    invoke-virtual {p0}, Ljava/lang/Object;->wait()V
    goto :check
    :have
    .line 42
    iget-object v0, p0, LMain$Buffer;->items:[I
    iget v2, p0, LMain$Buffer;->head:I
    aget v1, v0, v2
    add-int/lit8 v2, v2, 1
    and-int/lit8 v2, v2, 3
    iput v2, p0, LMain$Buffer;->head:I
    iget v0, p0, LMain$Buffer;->size:I
    add-int/lit8 v0, v0, -1
    iput v0, p0, LMain$Buffer;->size:I
    .line 43
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    monitor-exit p0
    :e
    return v1
    :h
    move-exception v3
    monitor-exit p0
    :e2
    throw v3
    .catchall {:s .. :e} :h
    .catchall {:h .. :e2} :h
.end method
