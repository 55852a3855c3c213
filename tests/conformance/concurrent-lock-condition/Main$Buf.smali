.class LMain$Buf;
.super Ljava/lang/Object;
.source "Main.java"

# A bounded buffer of two ints: one lock, conditions notFull and notEmpty.
.field final items:[I
.field count:I
.field putAt:I
.field takeAt:I
.field final lock:Ljava/util/concurrent/locks/ReentrantLock;
.field final notFull:Ljava/util/concurrent/locks/Condition;
.field final notEmpty:Ljava/util/concurrent/locks/Condition;

.method constructor <init>()V
    .locals 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/4 v0, 2
    new-array v0, v0, [I
    iput-object v0, p0, LMain$Buf;->items:[I
    new-instance v0, Ljava/util/concurrent/locks/ReentrantLock;
    invoke-direct {v0}, Ljava/util/concurrent/locks/ReentrantLock;-><init>()V
    iput-object v0, p0, LMain$Buf;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->newCondition()Ljava/util/concurrent/locks/Condition;
    move-result-object v0
    iput-object v0, p0, LMain$Buf;->notFull:Ljava/util/concurrent/locks/Condition;
    iget-object v0, p0, LMain$Buf;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->newCondition()Ljava/util/concurrent/locks/Condition;
    move-result-object v0
    iput-object v0, p0, LMain$Buf;->notEmpty:Ljava/util/concurrent/locks/Condition;
    return-void
.end method

.method put(I)V
    .locals 4
    iget-object v0, p0, LMain$Buf;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    :try_start
    :full
    iget v1, p0, LMain$Buf;->count:I
    iget-object v2, p0, LMain$Buf;->items:[I
    array-length v3, v2
    if-ne v1, v3, :room
    iget-object v1, p0, LMain$Buf;->notFull:Ljava/util/concurrent/locks/Condition;
    invoke-interface {v1}, Ljava/util/concurrent/locks/Condition;->await()V
    goto :full
    :room
    iget v1, p0, LMain$Buf;->putAt:I
    aput p1, v2, v1
    add-int/lit8 v1, v1, 1
    rem-int/2addr v1, v3
    iput v1, p0, LMain$Buf;->putAt:I
    iget v1, p0, LMain$Buf;->count:I
    add-int/lit8 v1, v1, 1
    iput v1, p0, LMain$Buf;->count:I
    iget-object v1, p0, LMain$Buf;->notEmpty:Ljava/util/concurrent/locks/Condition;
    invoke-interface {v1}, Ljava/util/concurrent/locks/Condition;->signal()V
    :try_end
    .catchall {:try_start .. :try_end} :finally
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return-void
    :finally
    move-exception v1
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    throw v1
.end method

.method take()I
    .locals 5
    iget-object v0, p0, LMain$Buf;->lock:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    :try_start
    :empty
    iget v1, p0, LMain$Buf;->count:I
    if-nez v1, :some
    iget-object v1, p0, LMain$Buf;->notEmpty:Ljava/util/concurrent/locks/Condition;
    invoke-interface {v1}, Ljava/util/concurrent/locks/Condition;->await()V
    goto :empty
    :some
    iget-object v2, p0, LMain$Buf;->items:[I
    array-length v3, v2
    iget v1, p0, LMain$Buf;->takeAt:I
    aget v4, v2, v1
    add-int/lit8 v1, v1, 1
    rem-int/2addr v1, v3
    iput v1, p0, LMain$Buf;->takeAt:I
    iget v1, p0, LMain$Buf;->count:I
    add-int/lit8 v1, v1, -1
    iput v1, p0, LMain$Buf;->count:I
    iget-object v1, p0, LMain$Buf;->notFull:Ljava/util/concurrent/locks/Condition;
    invoke-interface {v1}, Ljava/util/concurrent/locks/Condition;->signal()V
    :try_end
    .catchall {:try_start .. :try_end} :finally
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return v4
    :finally
    move-exception v1
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    throw v1
.end method
