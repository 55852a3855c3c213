.class public Ljava/lang/ThreadLocal;
.super Ljava/lang/Object;
.source "ThreadLocal.java"

# java.lang.ThreadLocal (JDK 17 semantics of get/set/remove/initialValue). Each thread's
# values live in its Thread object (Thread.threadLocals: key, value, key, value, ...,
# keys compared by identity, null after the last pair), so they are reachable exactly
# while the thread is and die with it. A thread has few thread-locals: a linear scan is
# cheaper than hashing. Keys are strong (the JDK's are weak): a ThreadLocal that became
# unreachable keeps its values until the thread ends. withInitial is absent: the corelib
# has no java.util.function.Supplier.

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method protected initialValue()Ljava/lang/Object;
    .registers 2
    const/4 v0, 0
    return-object v0
.end method

# Index of this key's pair in the current thread's table, or -1.
.method private indexIn([Ljava/lang/Object;)I
    .registers 5
    if-eqz p1, :absent
    array-length v0, p1
    const/4 v1, 0
    :loop
    if-ge v1, v0, :absent
    aget-object v2, p1, v1
    if-eqz v2, :absent
    if-ne v2, p0, :next
    return v1
    :next
    add-int/lit8 v1, v1, 2
    goto :loop
    :absent
    const/4 v0, -1
    return v0
.end method

.method public get()Ljava/lang/Object;
    .registers 4
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    iget-object v0, v0, Ljava/lang/Thread;->threadLocals:[Ljava/lang/Object;
    invoke-direct {p0, v0}, Ljava/lang/ThreadLocal;->indexIn([Ljava/lang/Object;)I
    move-result v1
    if-ltz v1, :initial
    add-int/lit8 v1, v1, 1
    aget-object v0, v0, v1
    return-object v0
    :initial
    invoke-virtual {p0}, Ljava/lang/ThreadLocal;->initialValue()Ljava/lang/Object;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/lang/ThreadLocal;->set(Ljava/lang/Object;)V
    return-object v0
.end method

.method public set(Ljava/lang/Object;)V
    .registers 8
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    iget-object v1, v0, Ljava/lang/Thread;->threadLocals:[Ljava/lang/Object;
    invoke-direct {p0, v1}, Ljava/lang/ThreadLocal;->indexIn([Ljava/lang/Object;)I
    move-result v2
    if-ltz v2, :add
    add-int/lit8 v2, v2, 1
    aput-object p1, v1, v2
    return-void
    :add
    # The first free pair, growing the table (doubling) when it is full.
    const/4 v2, 0
    if-eqz v1, :grow
    array-length v3, v1
    :scan
    if-ge v2, v3, :grow
    aget-object v4, v1, v2
    if-eqz v4, :store
    add-int/lit8 v2, v2, 2
    goto :scan
    :grow
    const/16 v3, 8
    if-eqz v1, :sized
    array-length v3, v1
    mul-int/lit8 v3, v3, 2
    :sized
    new-array v4, v3, [Ljava/lang/Object;
    if-eqz v1, :fresh
    array-length v5, v1
    const/4 v6, 0
    invoke-static {v1, v6, v4, v6, v5}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    :fresh
    move-object v1, v4
    iput-object v1, v0, Ljava/lang/Thread;->threadLocals:[Ljava/lang/Object;
    :store
    aput-object p0, v1, v2
    add-int/lit8 v2, v2, 1
    aput-object p1, v1, v2
    return-void
.end method

# Moves the last pair into the removed one's place, so the pairs stay contiguous.
.method public remove()V
    .registers 7
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    iget-object v0, v0, Ljava/lang/Thread;->threadLocals:[Ljava/lang/Object;
    invoke-direct {p0, v0}, Ljava/lang/ThreadLocal;->indexIn([Ljava/lang/Object;)I
    move-result v1
    if-gez v1, :found
    return-void
    :found
    move v2, v1
    array-length v3, v0
    :last
    add-int/lit8 v4, v2, 2
    if-ge v4, v3, :move
    aget-object v5, v0, v4
    if-eqz v5, :move
    move v2, v4
    goto :last
    :move
    aget-object v5, v0, v2
    aput-object v5, v0, v1
    add-int/lit8 v4, v2, 1
    aget-object v5, v0, v4
    add-int/lit8 v1, v1, 1
    aput-object v5, v0, v1
    const/4 v5, 0
    aput-object v5, v0, v2
    aput-object v5, v0, v4
    return-void
.end method
