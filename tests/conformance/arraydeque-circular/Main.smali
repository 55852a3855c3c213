.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.util.ArrayDeque as the JDK's: stack and queue use, both ends across growth and
# wrap-around, first/last occurrence removal, iterator and descendingIterator with
# remove() from either side of the middle, the CME an iterator throws when it meets a
# slot emptied behind it, the copy constructor and clone, and the exceptions (null
# elements, empty deque).

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

.method static i(I)Ljava/lang/Integer;
    .locals 0
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p0
    return-object p0
.end method

# walk(label, it): label + every element; "*" after those removed (multiples of 4)
.method static walk(Ljava/lang/String;Ljava/util/Iterator;)V
    .locals 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, ":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :loop
    invoke-interface {p1}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {p1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    const/16 v2, 0x20
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    check-cast v1, Ljava/lang/Integer;
    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I
    move-result v1
    rem-int/lit8 v1, v1, 0x4
    if-nez v1, :loop
    invoke-interface {p1}, Ljava/util/Iterator;->remove()V
    const/16 v2, 0x2a
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    goto :loop
    :done
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 6
    # as a stack
    new-instance v0, Ljava/util/ArrayDeque;
    invoke-direct {v0}, Ljava/util/ArrayDeque;-><init>()V
    const/4 v1, 1
    :push
    const/4 v2, 5
    if-gt v1, v2, :pushed
    invoke-static {v1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/ArrayDeque;->push(Ljava/lang/Object;)V
    add-int/lit8 v1, v1, 1
    goto :push
    :pushed
    const-string v2, "stack"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->pop()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "pop"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->peek()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "peek"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # as a queue
    const/16 v2, 0xa
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/ArrayDeque;->offer(Ljava/lang/Object;)Z
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->poll()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "poll"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "queue"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->peekLast()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "peekLast"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->pollLast()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "pollLast"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V

    # both ends past the first growth (16) and wrapped around
    new-instance v0, Ljava/util/ArrayDeque;
    invoke-direct {v0}, Ljava/util/ArrayDeque;-><init>()V
    const/4 v1, 0
    :both
    const/16 v2, 0x28
    if-ge v1, v2, :both_done
    invoke-static {v1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    rem-int/lit8 v3, v1, 0x3
    if-nez v3, :last
    invoke-virtual {v0, v2}, Ljava/util/ArrayDeque;->addFirst(Ljava/lang/Object;)V
    goto :next
    :last
    invoke-virtual {v0, v2}, Ljava/util/ArrayDeque;->addLast(Ljava/lang/Object;)V
    :next
    add-int/lit8 v1, v1, 1
    goto :both
    :both_done
    const-string v2, "forty"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->size()I
    move-result v2
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v3, "size"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->getFirst()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "getFirst"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->getLast()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "getLast"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v2, 0x11
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/ArrayDeque;->contains(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v3
    const-string v4, "contains 17"
    invoke-static {v4, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, v2}, Ljava/util/ArrayDeque;->remove(Ljava/lang/Object;)Z
    const-string v4, "remove 17"
    invoke-static {v4, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # duplicates: first and last occurrence
    const/4 v2, 0x7
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/ArrayDeque;->addFirst(Ljava/lang/Object;)V
    invoke-virtual {v0, v2}, Ljava/util/ArrayDeque;->addLast(Ljava/lang/Object;)V
    invoke-virtual {v0, v2}, Ljava/util/ArrayDeque;->removeLastOccurrence(Ljava/lang/Object;)Z
    invoke-virtual {v0, v2}, Ljava/util/ArrayDeque;->removeFirstOccurrence(Ljava/lang/Object;)Z
    const-string v4, "7 added at both ends, last then first occurrence removed"
    invoke-static {v4, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, v2}, Ljava/util/ArrayDeque;->removeFirstOccurrence(Ljava/lang/Object;)Z
    const-string v4, "and the middle 7"
    invoke-static {v4, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # iterator removals (multiples of 4) forwards, then backwards
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->clone()Ljava/util/ArrayDeque;
    move-result-object v5
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->iterator()Ljava/util/Iterator;
    move-result-object v2
    const-string v3, "iterator"
    invoke-static {v3, v2}, LMain;->walk(Ljava/lang/String;Ljava/util/Iterator;)V
    const-string v3, "after"
    invoke-static {v3, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v5}, Ljava/util/ArrayDeque;->descendingIterator()Ljava/util/Iterator;
    move-result-object v2
    const-string v3, "descendingIterator of the clone"
    invoke-static {v3, v2}, LMain;->walk(Ljava/lang/String;Ljava/util/Iterator;)V
    const-string v3, "clone after"
    invoke-static {v3, v5}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # an iterator meets a slot emptied by pollLast
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->iterator()Ljava/util/Iterator;
    move-result-object v2
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->pollLast()Ljava/lang/Object;
    new-instance v3, Ljava/lang/StringBuilder;
    const-string v4, "after pollLast:"
    invoke-direct {v3, v4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    :try_start
    :drain
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z
    move-result v4
    if-eqz v4, :drained
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v4
    const/16 v1, 0x20
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    goto :drain
    :drained
    :try_end
    .catch Ljava/util/ConcurrentModificationException; {:try_start .. :try_end} :cme
    goto :copies
    :cme
    move-exception v4
    const/16 v1, 0x20
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    :copies
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    new-instance v1, Ljava/util/ArrayDeque;
    invoke-direct {v1, v0}, Ljava/util/ArrayDeque;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v1}, Ljava/util/ArrayDeque;->removeFirst()Ljava/lang/Object;
    invoke-virtual {v1}, Ljava/util/ArrayDeque;->removeLast()Ljava/lang/Object;
    const-string v2, "copy without its ends"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v1}, Ljava/util/ArrayDeque;->toArray()[Ljava/lang/Object;
    move-result-object v2
    array-length v2, v2
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v3, "its toArray length"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->clear()V
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->isEmpty()Z
    move-result v2
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const-string v3, "cleared, isEmpty"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v3, 0
    :errors
    const/4 v4, 0x7
    if-ge v3, v4, :errors_done
    invoke-static {v3}, LMain;->bad(I)V
    add-int/lit8 v3, v3, 1
    goto :errors
    :errors_done
    return-void
.end method

.method static bad(I)V
    .locals 3
    new-instance v0, Ljava/util/ArrayDeque;
    invoke-direct {v0}, Ljava/util/ArrayDeque;-><init>()V
    const/4 v1, 0
    :try_start
    packed-switch p0, :ops
    :op0
    invoke-virtual {v0, v1}, Ljava/util/ArrayDeque;->addFirst(Ljava/lang/Object;)V
    goto :none
    :op1
    invoke-virtual {v0, v1}, Ljava/util/ArrayDeque;->offer(Ljava/lang/Object;)Z
    goto :none
    :op2
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->removeFirst()Ljava/lang/Object;
    goto :none
    :op3
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->getLast()Ljava/lang/Object;
    goto :none
    :op4
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->pop()Ljava/lang/Object;
    goto :none
    :op5
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->pollFirst()Ljava/lang/Object;
    move-result-object v1
    const-string v2, "pollFirst of an empty deque"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->peekLast()Ljava/lang/Object;
    move-result-object v1
    const-string v2, "peekLast of an empty deque"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    goto :none
    :op6
    invoke-virtual {v0}, Ljava/util/ArrayDeque;->iterator()Ljava/util/Iterator;
    move-result-object v1
    invoke-interface {v1}, Ljava/util/Iterator;->remove()V
    :none
    :try_end
    .catch Ljava/lang/NullPointerException; {:try_start .. :try_end} :npe
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :caught
    const-string v0, "no exception"
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :npe
    const-string v0, "java.lang.NullPointerException"
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :caught
    move-exception v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :ops
    .packed-switch 0x0
        :op0
        :op1
        :op2
        :op3
        :op4
        :op5
        :op6
    .end packed-switch
.end method
