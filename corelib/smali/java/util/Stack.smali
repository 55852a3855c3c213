.class public Ljava/util/Stack;
.super Ljava/util/Vector;
.source "Stack.java"

# java.util.Stack: a LIFO view of Vector, as the JDK's (EmptyStackException when empty,
# search() is 1-based from the top).

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/util/Vector;-><init>()V
    return-void
.end method

.method public push(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 0
    invoke-virtual {p0, p1}, Ljava/util/Stack;->addElement(Ljava/lang/Object;)V
    return-object p1
.end method

.method public declared-synchronized pop()Ljava/lang/Object;
    .locals 3
    monitor-enter p0
    :sync_start
    invoke-virtual {p0}, Ljava/util/Stack;->size()I
    move-result v0
    invoke-virtual {p0}, Ljava/util/Stack;->peek()Ljava/lang/Object;
    move-result-object v1
    add-int/lit8 v0, v0, -1
    invoke-virtual {p0, v0}, Ljava/util/Stack;->removeElementAt(I)V
    monitor-exit p0
    return-object v1
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method

.method public declared-synchronized peek()Ljava/lang/Object;
    .locals 2
    monitor-enter p0
    :sync_start
    invoke-virtual {p0}, Ljava/util/Stack;->size()I
    move-result v0
    if-nez v0, :has
    new-instance v0, Ljava/util/EmptyStackException;
    invoke-direct {v0}, Ljava/util/EmptyStackException;-><init>()V
    throw v0
    :has
    add-int/lit8 v0, v0, -1
    invoke-virtual {p0, v0}, Ljava/util/Stack;->elementAt(I)Ljava/lang/Object;
    move-result-object v0
    monitor-exit p0
    return-object v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public empty()Z
    .locals 1
    invoke-virtual {p0}, Ljava/util/Stack;->size()I
    move-result v0
    if-nez v0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public declared-synchronized search(Ljava/lang/Object;)I
    .locals 3
    monitor-enter p0
    :sync_start
    invoke-virtual {p0, p1}, Ljava/util/Stack;->lastIndexOf(Ljava/lang/Object;)I
    move-result v0
    if-ltz v0, :absent
    invoke-virtual {p0}, Ljava/util/Stack;->size()I
    move-result v1
    sub-int/2addr v1, v0
    monitor-exit p0
    return v1
    :absent
    const/4 v0, -1
    monitor-exit p0
    return v0
    :sync_end
    .catchall {:sync_start .. :sync_end} :sync_release
    :sync_release
    move-exception v2
    monitor-exit p0
    throw v2
.end method
