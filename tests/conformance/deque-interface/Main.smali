.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# The Deque interface (invoke-interface, as javac compiles calls on a Deque variable)
# over ArrayDeque and LinkedList: both ends, first/last occurrence removal, and
# descendingIterator with remove() and fail-fast behaviour.

.method static p(Ljava/lang/Object;)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static show(Ljava/lang/String;Ljava/lang/Object;)V
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 2
    new-instance v0, Ljava/util/ArrayDeque;
    invoke-direct {v0}, Ljava/util/ArrayDeque;-><init>()V
    invoke-static {v0}, LMain;->exercise(Ljava/util/Deque;)V
    new-instance v0, Ljava/util/LinkedList;
    invoke-direct {v0}, Ljava/util/LinkedList;-><init>()V
    invoke-static {v0}, LMain;->exercise(Ljava/util/Deque;)V
    return-void
.end method

.method static exercise(Ljava/util/Deque;)V
    .locals 5
    const/4 v0, 0
    :fill
    const/16 v1, 0xa
    if-ge v0, v1, :filled
    rem-int/lit8 v1, v0, 0x4
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    rem-int/lit8 v2, v0, 0x2
    if-nez v2, :last
    invoke-interface {p0, v1}, Ljava/util/Deque;->offerFirst(Ljava/lang/Object;)Z
    goto :next
    :last
    invoke-interface {p0, v1}, Ljava/util/Deque;->offerLast(Ljava/lang/Object;)Z
    :next
    add-int/lit8 v0, v0, 1
    goto :fill
    :filled
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v1, 0x2
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {p0, v1}, Ljava/util/Deque;->removeFirstOccurrence(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const-string v3, "removeFirstOccurrence 2"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v1, 0x1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {p0, v1}, Ljava/util/Deque;->removeLastOccurrence(Ljava/lang/Object;)Z
    const-string v3, "removeLastOccurrence 1"
    invoke-static {v3, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v1, 0x7
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {p0, v1}, Ljava/util/Deque;->removeLastOccurrence(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const-string v3, "removeLastOccurrence 7"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # descending, removing the 3s
    new-instance v4, Ljava/lang/StringBuilder;
    const-string v0, "descending"
    invoke-direct {v4, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-interface {p0}, Ljava/util/Deque;->descendingIterator()Ljava/util/Iterator;
    move-result-object v0
    :desc
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :desc_done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    const/16 v2, 0x20
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    check-cast v1, Ljava/lang/Integer;
    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I
    move-result v1
    const/4 v2, 3
    if-ne v1, v2, :desc
    invoke-interface {v0}, Ljava/util/Iterator;->remove()V
    goto :desc
    :desc_done
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    const-string v3, "without 3s"
    invoke-static {v3, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {p0}, Ljava/util/Deque;->peekFirst()Ljava/lang/Object;
    move-result-object v1
    const-string v3, "peekFirst"
    invoke-static {v3, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {p0}, Ljava/util/Deque;->pollLast()Ljava/lang/Object;
    move-result-object v1
    const-string v3, "pollLast"
    invoke-static {v3, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # descending iterator, then a removal at the front behind its back
    invoke-interface {p0}, Ljava/util/Deque;->descendingIterator()Ljava/util/Iterator;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    invoke-interface {p0}, Ljava/util/Deque;->removeFirst()Ljava/lang/Object;
    new-instance v4, Ljava/lang/StringBuilder;
    const-string v1, "after removeFirst:"
    invoke-direct {v4, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    :try_start
    :rest
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :rest_done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    const/16 v2, 0x20
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    goto :rest
    :rest_done
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :failed
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :failed
    move-exception v1
    const/16 v2, 0x20
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method
