.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.util.PriorityQueue as the JDK 17's: the heap's array order (toString, iterator)
# after offers, remove(Object), polls and iterator removals (including the elements an
# "unlucky" removal moves up, which the iterator visits last), poll order with ties,
# comparator order, the copy constructors (heapify, or the source's order), bulk
# removeAll/retainAll, fail-fast iteration and the exceptions.

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

# offerAll(q, values)
.method static offerAll(Ljava/util/Queue;[I)V
    .locals 3
    array-length v0, p1
    const/4 v1, 0
    :loop
    if-ge v1, v0, :done
    aget v2, p1, v1
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {p0, v2}, Ljava/util/Queue;->offer(Ljava/lang/Object;)Z
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    return-void
.end method

# drain(label, q): label + the poll order (q ends empty)
.method static drain(Ljava/lang/String;Ljava/util/Queue;)V
    .locals 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, ":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :loop
    invoke-interface {p1}, Ljava/util/Queue;->poll()Ljava/lang/Object;
    move-result-object v1
    if-eqz v1, :done
    const/16 v2, 0x20
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    goto :loop
    :done
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 6
    new-instance v0, Ljava/util/PriorityQueue;
    invoke-direct {v0}, Ljava/util/PriorityQueue;-><init>()V
    const/16 v1, 0xb
    new-array v1, v1, [I
    fill-array-data v1, :values
    invoke-static {v0, v1}, LMain;->offerAll(Ljava/util/Queue;[I)V
    const-string v2, "heap"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/PriorityQueue;->peek()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "peek"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v2, 0x8
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/PriorityQueue;->remove(Ljava/lang/Object;)Z
    const-string v3, "remove 8"
    invoke-static {v3, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v2, 0x3
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/PriorityQueue;->remove(Ljava/lang/Object;)Z
    const-string v3, "remove 3"
    invoke-static {v3, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v2, 0x63
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/PriorityQueue;->remove(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const-string v3, "remove 99"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v2, 0x3
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/PriorityQueue;->contains(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const-string v3, "contains 3"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/PriorityQueue;->toArray()[Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "toArray"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/PriorityQueue;->poll()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "poll"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v3, "after poll"
    invoke-static {v3, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v3, "poll order"
    invoke-static {v3, v0}, LMain;->drain(Ljava/lang/String;Ljava/util/Queue;)V
    invoke-virtual {v0}, Ljava/util/PriorityQueue;->size()I
    move-result v2
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v3, "size"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V

    # reverse order
    new-instance v0, Ljava/util/PriorityQueue;
    const/4 v2, 4
    new-instance v3, LRev;
    invoke-direct {v3}, LRev;-><init>()V
    invoke-direct {v0, v2, v3}, Ljava/util/PriorityQueue;-><init>(ILjava/util/Comparator;)V
    invoke-static {v0, v1}, LMain;->offerAll(Ljava/util/Queue;[I)V
    const-string v2, "reverse heap"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v4, Ljava/util/PriorityQueue;
    invoke-direct {v4, v0}, Ljava/util/PriorityQueue;-><init>(Ljava/util/PriorityQueue;)V
    const-string v2, "copy of it"
    invoke-static {v2, v4}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "reverse poll order"
    invoke-static {v2, v0}, LMain;->drain(Ljava/lang/String;Ljava/util/Queue;)V
    invoke-virtual {v4}, Ljava/util/PriorityQueue;->comparator()Ljava/util/Comparator;
    move-result-object v2
    if-ne v2, v3, :copies
    const-string v2, "copy keeps the comparator"
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    :copies
    invoke-static {v1}, LMain;->copies([I)V
    invoke-static {v1}, LMain;->bulk([I)V
    invoke-static {}, LMain;->iteration()V
    const/4 v3, 0
    :errors
    const/16 v4, 0x9
    if-ge v3, v4, :errors_done
    invoke-static {v3}, LMain;->bad(I)V
    add-int/lit8 v3, v3, 1
    goto :errors
    :errors_done
    return-void

    :values
    .array-data 4
        0x5
        0x3
        0x8
        0x1
        0x9
        0x2
        0x7
        0x4
        0x6
        0x0
        0x3
    .end array-data
.end method

# PriorityQueue(Collection) heapifies an ArrayList; keeps a TreeSet's order and
# comparator.
.method static copies([I)V
    .locals 4
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    invoke-static {v0, p0}, LMain;->addAll(Ljava/util/Collection;[I)V
    new-instance v1, Ljava/util/PriorityQueue;
    invoke-direct {v1, v0}, Ljava/util/PriorityQueue;-><init>(Ljava/util/Collection;)V
    const-string v2, "heapified list"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v0, Ljava/util/TreeSet;
    new-instance v2, LRev;
    invoke-direct {v2}, LRev;-><init>()V
    invoke-direct {v0, v2}, Ljava/util/TreeSet;-><init>(Ljava/util/Comparator;)V
    invoke-static {v0, p0}, LMain;->addAll(Ljava/util/Collection;[I)V
    new-instance v1, Ljava/util/PriorityQueue;
    invoke-direct {v1, v0}, Ljava/util/PriorityQueue;-><init>(Ljava/util/Collection;)V
    const-string v3, "from a reverse TreeSet"
    invoke-static {v3, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v3, 0xa
    invoke-static {v3}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-virtual {v1, v3}, Ljava/util/PriorityQueue;->add(Ljava/lang/Object;)Z
    const-string v3, "plus 10"
    invoke-static {v3, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v1, Ljava/util/PriorityQueue;
    check-cast v0, Ljava/util/SortedSet;
    invoke-direct {v1, v0}, Ljava/util/PriorityQueue;-><init>(Ljava/util/SortedSet;)V
    const-string v3, "PriorityQueue(SortedSet)"
    invoke-static {v3, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static addAll(Ljava/util/Collection;[I)V
    .locals 3
    array-length v0, p1
    const/4 v1, 0
    :loop
    if-ge v1, v0, :done
    aget v2, p1, v1
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {p0, v2}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    return-void
.end method

# removeAll/retainAll compact and heapify.
.method static bulk([I)V
    .locals 4
    new-instance v0, Ljava/util/PriorityQueue;
    invoke-direct {v0}, Ljava/util/PriorityQueue;-><init>()V
    invoke-static {v0, p0}, LMain;->offerAll(Ljava/util/Queue;[I)V
    const/16 v1, 0x14
    invoke-static {v0, v1}, LMain;->more(Ljava/util/PriorityQueue;I)V
    const-string v1, "bigger heap"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    const/4 v2, 0
    :odd
    const/16 v3, 0x28
    if-ge v2, v3, :odd_done
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-virtual {v1, v3}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    add-int/lit8 v2, v2, 3
    goto :odd
    :odd_done
    invoke-virtual {v0, v1}, Ljava/util/PriorityQueue;->removeAll(Ljava/util/Collection;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const-string v3, "removeAll multiples of 3"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v3, "left"
    invoke-static {v3, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, v1}, Ljava/util/PriorityQueue;->removeAll(Ljava/util/Collection;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const-string v3, "again"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v1, Ljava/util/TreeSet;
    invoke-direct {v1}, Ljava/util/TreeSet;-><init>()V
    const/4 v2, 0
    :keep
    const/16 v3, 0x28
    if-ge v2, v3, :keep_done
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-virtual {v1, v3}, Ljava/util/TreeSet;->add(Ljava/lang/Object;)Z
    add-int/lit8 v2, v2, 2
    goto :keep
    :keep_done
    invoke-virtual {v0, v1}, Ljava/util/PriorityQueue;->retainAll(Ljava/util/Collection;)Z
    const-string v3, "retainAll evens"
    invoke-static {v3, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v3, "their poll order"
    invoke-static {v3, v0}, LMain;->drain(Ljava/lang/String;Ljava/util/Queue;)V
    return-void
.end method

# more(q, n): n more pseudo-random values (Random(5).nextInt(40))
.method static more(Ljava/util/PriorityQueue;I)V
    .locals 4
    new-instance v0, Ljava/util/Random;
    const-wide/16 v1, 0x5
    invoke-direct {v0, v1, v2}, Ljava/util/Random;-><init>(J)V
    const/4 v1, 0
    :loop
    if-ge v1, p1, :done
    const/16 v2, 0x28
    invoke-virtual {v0, v2}, Ljava/util/Random;->nextInt(I)I
    move-result v2
    invoke-static {v2}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {p0, v2}, Ljava/util/PriorityQueue;->offer(Ljava/lang/Object;)Z
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    return-void
.end method

# Iterator removal of the multiples of 3 from a 40-element heap: the visit order shows
# the JDK's forgetMeNot elements at the end; then the heap and its poll order.
.method static iteration()V
    .locals 6
    new-instance v0, Ljava/util/PriorityQueue;
    invoke-direct {v0}, Ljava/util/PriorityQueue;-><init>()V
    const/16 v1, 0x28
    invoke-static {v0, v1}, LMain;->more(Ljava/util/PriorityQueue;I)V
    const-string v1, "forty"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "visited"
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/util/PriorityQueue;->iterator()Ljava/util/Iterator;
    move-result-object v2
    :loop
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z
    move-result v3
    if-eqz v3, :done
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v3
    const/16 v4, 0x20
    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    check-cast v3, Ljava/lang/Integer;
    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I
    move-result v3
    rem-int/lit8 v3, v3, 0x3
    if-nez v3, :loop
    invoke-interface {v2}, Ljava/util/Iterator;->remove()V
    const/16 v4, 0x2a
    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    goto :loop
    :done
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const-string v1, "left"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # offer during iteration
    invoke-virtual {v0}, Ljava/util/PriorityQueue;->iterator()Ljava/util/Iterator;
    move-result-object v2
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    const/4 v3, 0x1
    invoke-static {v3}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/util/PriorityQueue;->offer(Ljava/lang/Object;)Z
    :try_start
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    const-string v3, "no CME"
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    :try_end
    .catch Ljava/util/ConcurrentModificationException; {:try_start .. :try_end} :cme
    goto :poll
    :cme
    move-exception v3
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    :poll
    const-string v1, "poll order"
    invoke-static {v1, v0}, LMain;->drain(Ljava/lang/String;Ljava/util/Queue;)V
    return-void
.end method

.method static bad(I)V
    .locals 3
    new-instance v0, Ljava/util/PriorityQueue;
    invoke-direct {v0}, Ljava/util/PriorityQueue;-><init>()V
    :try_start
    packed-switch p0, :ops
    :op0
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/util/PriorityQueue;->offer(Ljava/lang/Object;)Z
    goto :none
    :op1
    new-instance v1, Ljava/lang/Object;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    invoke-virtual {v0, v1}, Ljava/util/PriorityQueue;->add(Ljava/lang/Object;)Z
    goto :none
    :op2
    invoke-virtual {v0}, Ljava/util/PriorityQueue;->remove()Ljava/lang/Object;
    goto :none
    :op3
    invoke-virtual {v0}, Ljava/util/PriorityQueue;->element()Ljava/lang/Object;
    goto :none
    :op4
    invoke-virtual {v0}, Ljava/util/PriorityQueue;->poll()Ljava/lang/Object;
    move-result-object v1
    const-string v2, "poll of an empty queue"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    goto :none
    :op5
    new-instance v0, Ljava/util/PriorityQueue;
    const/4 v1, 0
    invoke-direct {v0, v1}, Ljava/util/PriorityQueue;-><init>(I)V
    goto :none
    :op6
    invoke-virtual {v0, v0}, Ljava/util/PriorityQueue;->addAll(Ljava/util/Collection;)Z
    goto :none
    :op7
    const-string v1, "x"
    invoke-virtual {v0, v1}, Ljava/util/PriorityQueue;->add(Ljava/lang/Object;)Z
    invoke-virtual {v0}, Ljava/util/PriorityQueue;->iterator()Ljava/util/Iterator;
    move-result-object v1
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    invoke-interface {v1}, Ljava/util/Iterator;->remove()V
    invoke-interface {v1}, Ljava/util/Iterator;->remove()V
    goto :none
    :op8
    invoke-virtual {v0}, Ljava/util/PriorityQueue;->iterator()Ljava/util/Iterator;
    move-result-object v1
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
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
        :op7
        :op8
    .end packed-switch
.end method
