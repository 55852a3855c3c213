.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# ArrayBlockingQueue, LinkedBlockingQueue and PriorityBlockingQueue: offer/add/put on a
# full queue ("Queue full"), null elements, peek/element/poll/remove on empty ones,
# timed offer and poll that time out, iteration with remove, drainTo (bounded, to itself,
# to null), capacity checks, heap order; then put/take between two threads through a
# queue of two, a timed poll answered by another thread, and take when interrupted.

.method static p(Ljava/lang/String;Ljava/lang/Object;)V
    .locals 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static pb(Ljava/lang/String;Z)V
    .locals 1
    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static pi(Ljava/lang/String;I)V
    .locals 1
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static show(Ljava/lang/String;Ljava/util/concurrent/BlockingQueue;)V
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v1, " size="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p1}, Ljava/util/concurrent/BlockingQueue;->size()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, " remaining="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p1}, Ljava/util/concurrent/BlockingQueue;->remainingCapacity()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    .locals 3
    new-instance v0, LMain$Op;
    invoke-direct {v0, p1, p2}, LMain$Op;-><init>(ILjava/util/concurrent/BlockingQueue;)V
    :try_start
    invoke-virtual {v0}, LMain$Op;->run()V
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :failed
    const-string v0, ": ok"
    invoke-static {p0, v0}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    :failed
    move-exception v0
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, ": "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, " "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {p0, v1}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static words(Ljava/lang/String;)Ljava/util/List;
    .locals 1
    const-string v0, " "
    invoke-virtual {p0, v0}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public static main([Ljava/lang/String;)V
    .locals 12
    sget-object v11, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    # ---- ArrayBlockingQueue(3)
    new-instance v0, Ljava/util/concurrent/ArrayBlockingQueue;
    const/4 v1, 3
    invoke-direct {v0, v1}, Ljava/util/concurrent/ArrayBlockingQueue;-><init>(I)V
    const-string v1, "a b c d"
    invoke-static {v1}, LMain;->words(Ljava/lang/String;)Ljava/util/List;
    move-result-object v1
    invoke-interface {v1}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v1
    :offers
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :offered
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/concurrent/ArrayBlockingQueue;->offer(Ljava/lang/Object;)Z
    move-result v3
    const-string v2, "offer "
    invoke-static {v2, v3}, LMain;->pb(Ljava/lang/String;Z)V
    goto :offers
    :offered
    const-string v1, "abq"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/util/concurrent/BlockingQueue;)V
    const-string v1, "add full"
    const/4 v2, 0
    invoke-static {v1, v2, v0}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    const-string v1, "offer null"
    const/4 v2, 1
    invoke-static {v1, v2, v0}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    const-string v1, "put null"
    const/4 v2, 2
    invoke-static {v1, v2, v0}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    const-string v1, "peek="
    invoke-virtual {v0}, Ljava/util/concurrent/ArrayBlockingQueue;->peek()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "element="
    invoke-virtual {v0}, Ljava/util/concurrent/ArrayBlockingQueue;->element()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "contains b="
    const-string v2, "b"
    invoke-virtual {v0, v2}, Ljava/util/concurrent/ArrayBlockingQueue;->contains(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v1, "contains null="
    const/4 v2, 0
    invoke-virtual {v0, v2}, Ljava/util/concurrent/ArrayBlockingQueue;->contains(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v1, "offer timed on full: "
    const-string v2, "x"
    const-wide/16 v3, 20
    invoke-virtual {v0, v2, v3, v4, v11}, Ljava/util/concurrent/ArrayBlockingQueue;->offer(Ljava/lang/Object;JLjava/util/concurrent/TimeUnit;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v1, "remove b="
    const-string v2, "b"
    invoke-virtual {v0, v2}, Ljava/util/concurrent/ArrayBlockingQueue;->remove(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v1, "remove z="
    const-string v2, "z"
    invoke-virtual {v0, v2}, Ljava/util/concurrent/ArrayBlockingQueue;->remove(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v1, "remove null="
    const/4 v2, 0
    invoke-virtual {v0, v2}, Ljava/util/concurrent/ArrayBlockingQueue;->remove(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v1, "abq"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/util/concurrent/BlockingQueue;)V
    # iterate, removing "a" through the iterator
    invoke-virtual {v0}, Ljava/util/concurrent/ArrayBlockingQueue;->iterator()Ljava/util/Iterator;
    move-result-object v1
    :iter
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :iterated
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "it "
    invoke-static {v3, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v3, "a"
    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :iter
    invoke-interface {v1}, Ljava/util/Iterator;->remove()V
    goto :iter
    :iterated
    const-string v1, "abq"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/util/concurrent/BlockingQueue;)V
    const-string v1, "poll="
    invoke-virtual {v0}, Ljava/util/concurrent/ArrayBlockingQueue;->poll()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/concurrent/ArrayBlockingQueue;->poll()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "timed poll="
    const-wide/16 v3, 20
    invoke-virtual {v0, v3, v4, v11}, Ljava/util/concurrent/ArrayBlockingQueue;->poll(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "remove empty"
    const/4 v2, 3
    invoke-static {v1, v2, v0}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    const-string v1, "element empty"
    const/4 v2, 4
    invoke-static {v1, v2, v0}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    const-string v1, "capacity 0"
    const/4 v2, 5
    invoke-static {v1, v2, v0}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    const-string v1, "too many"
    const/4 v2, 6
    invoke-static {v1, v2, v0}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    new-instance v0, Ljava/util/concurrent/ArrayBlockingQueue;
    const/4 v1, 4
    const/4 v2, 0
    const-string v3, "x y"
    invoke-static {v3}, LMain;->words(Ljava/lang/String;)Ljava/util/List;
    move-result-object v3
    invoke-direct {v0, v1, v2, v3}, Ljava/util/concurrent/ArrayBlockingQueue;-><init>(IZLjava/util/Collection;)V
    const-string v1, "abq2"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/util/concurrent/BlockingQueue;)V

    # ---- LinkedBlockingQueue and drainTo
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    const/4 v1, 0
    :puts
    const/4 v2, 6
    if-ge v1, v2, :put
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/concurrent/LinkedBlockingQueue;->put(Ljava/lang/Object;)V
    add-int/lit8 v1, v1, 1
    goto :puts
    :put
    const-string v1, "lbq"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/util/concurrent/BlockingQueue;)V
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    const/4 v2, 2
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/LinkedBlockingQueue;->drainTo(Ljava/util/Collection;I)I
    move-result v2
    const-string v3, "drained "
    invoke-static {v3, v2}, LMain;->pi(Ljava/lang/String;I)V
    const-string v3, "sink "
    invoke-static {v3, v1}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, v1}, Ljava/util/concurrent/LinkedBlockingQueue;->drainTo(Ljava/util/Collection;)I
    move-result v2
    const-string v3, "drained "
    invoke-static {v3, v2}, LMain;->pi(Ljava/lang/String;I)V
    const-string v3, "sink "
    invoke-static {v3, v1}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;
    const/4 v1, 2
    invoke-direct {v0, v1}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>(I)V
    const-string v1, "drain to self"
    const/4 v2, 7
    invoke-static {v1, v2, v0}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    const-string v1, "drain to null"
    const/16 v2, 8
    invoke-static {v1, v2, v0}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    const-string v1, "lbq capacity 0"
    const/16 v2, 9
    invoke-static {v1, v2, v0}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    const-string v1, "p"
    invoke-virtual {v0, v1}, Ljava/util/concurrent/LinkedBlockingQueue;->add(Ljava/lang/Object;)Z
    const-string v1, "q"
    invoke-virtual {v0, v1}, Ljava/util/concurrent/LinkedBlockingQueue;->add(Ljava/lang/Object;)Z
    const-string v1, "lbq add full"
    const/4 v2, 0
    invoke-static {v1, v2, v0}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    const-string v1, "lbq2"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/util/concurrent/BlockingQueue;)V
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;
    const-string v1, "r s t"
    invoke-static {v1}, LMain;->words(Ljava/lang/String;)Ljava/util/List;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>(Ljava/util/Collection;)V
    const-string v1, "lbq3"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/util/concurrent/BlockingQueue;)V
    invoke-virtual {v0}, Ljava/util/concurrent/LinkedBlockingQueue;->clear()V
    const-string v1, "lbq3 cleared"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/util/concurrent/BlockingQueue;)V

    # ---- PriorityBlockingQueue
    new-instance v0, Ljava/util/concurrent/PriorityBlockingQueue;
    invoke-direct {v0}, Ljava/util/concurrent/PriorityBlockingQueue;-><init>()V
    const/4 v1, 6
    new-array v1, v1, [I
    fill-array-data v1, :vals
    const/4 v2, 0
    :pputs
    array-length v3, v1
    if-ge v2, v3, :pput
    aget v3, v1, v2
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/util/concurrent/PriorityBlockingQueue;->put(Ljava/lang/Object;)V
    add-int/lit8 v2, v2, 1
    goto :pputs
    :pput
    const-string v1, "pbq"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/util/concurrent/BlockingQueue;)V
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    :ptakes
    invoke-virtual {v0}, Ljava/util/concurrent/PriorityBlockingQueue;->isEmpty()Z
    move-result v2
    if-nez v2, :ptaken
    invoke-virtual {v0}, Ljava/util/concurrent/PriorityBlockingQueue;->take()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const/16 v2, 0x20
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    goto :ptakes
    :ptaken
    const-string v2, "taken "
    invoke-static {v2, v1}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v0, Ljava/util/concurrent/PriorityBlockingQueue;
    const/4 v1, 4
    new-instance v2, LMain$Rev;
    invoke-direct {v2}, LMain$Rev;-><init>()V
    invoke-direct {v0, v1, v2}, Ljava/util/concurrent/PriorityBlockingQueue;-><init>(ILjava/util/Comparator;)V
    const-string v1, "b d a c e"
    invoke-static {v1}, LMain;->words(Ljava/lang/String;)Ljava/util/List;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/concurrent/PriorityBlockingQueue;->addAll(Ljava/util/Collection;)Z
    const-string v1, "reverse poll "
    invoke-virtual {v0}, Ljava/util/concurrent/PriorityBlockingQueue;->poll()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/concurrent/PriorityBlockingQueue;->poll()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "pbq2"
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/util/concurrent/BlockingQueue;)V
    const-string v1, "comparator null="
    invoke-virtual {v0}, Ljava/util/concurrent/PriorityBlockingQueue;->comparator()Ljava/util/Comparator;
    move-result-object v2
    if-nez v2, :has_cmp
    const/4 v2, 1
    goto :cmp
    :has_cmp
    const/4 v2, 0
    :cmp
    invoke-static {v1, v2}, LMain;->pb(Ljava/lang/String;Z)V
    new-instance v1, Ljava/util/concurrent/PriorityBlockingQueue;
    invoke-direct {v1, v0}, Ljava/util/concurrent/PriorityBlockingQueue;-><init>(Ljava/util/Collection;)V
    const-string v2, "pbq copy"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/util/concurrent/BlockingQueue;)V
    const-string v2, "copy polls "
    invoke-virtual {v1}, Ljava/util/concurrent/PriorityBlockingQueue;->poll()Ljava/lang/Object;
    move-result-object v3
    invoke-static {v2, v3}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v1, "pbq capacity 0"
    const/16 v2, 10
    invoke-static {v1, v2, v0}, LMain;->tryOp(Ljava/lang/String;ILjava/util/concurrent/BlockingQueue;)V
    const-string v1, "pbq timed offer "
    const-string v2, "z"
    const-wide/16 v3, 1
    sget-object v5, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    invoke-virtual {v0, v2, v3, v4, v5}, Ljava/util/concurrent/PriorityBlockingQueue;->offer(Ljava/lang/Object;JLjava/util/concurrent/TimeUnit;)Z
    move-result v2
    invoke-static {v1, v2}, LMain;->pb(Ljava/lang/String;Z)V
    const-string v1, "pbq peek "
    invoke-virtual {v0}, Ljava/util/concurrent/PriorityBlockingQueue;->peek()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V

    # ---- producer and consumer through a queue of two
    new-instance v0, Ljava/util/concurrent/ArrayBlockingQueue;
    const/4 v1, 2
    invoke-direct {v0, v1}, Ljava/util/concurrent/ArrayBlockingQueue;-><init>(I)V
    new-instance v1, LMain$Producer;
    invoke-direct {v1, v0}, LMain$Producer;-><init>(Ljava/util/concurrent/BlockingQueue;)V
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    const/4 v2, 0
    const/4 v3, 0
    const/4 v4, 0
    const/4 v5, 1
    :consume
    invoke-virtual {v0}, Ljava/util/concurrent/ArrayBlockingQueue;->take()Ljava/lang/Object;
    move-result-object v6
    check-cast v6, Ljava/lang/Integer;
    invoke-virtual {v6}, Ljava/lang/Integer;->intValue()I
    move-result v6
    if-ltz v6, :consumed
    add-int/lit8 v7, v4, 1
    if-eq v6, v7, :in_order
    const/4 v5, 0
    :in_order
    move v4, v6
    add-int/2addr v2, v6
    add-int/lit8 v3, v3, 1
    goto :consume
    :consumed
    invoke-virtual {v1}, Ljava/lang/Thread;->join()V
    const-string v1, "consumed "
    invoke-static {v1, v3}, LMain;->pi(Ljava/lang/String;I)V
    const-string v1, "sum "
    invoke-static {v1, v2}, LMain;->pi(Ljava/lang/String;I)V
    const-string v1, "ordered "
    invoke-static {v1, v5}, LMain;->pb(Ljava/lang/String;Z)V

    # ---- a timed poll answered by another thread
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    new-instance v1, LMain$Sender;
    invoke-direct {v1, v0}, LMain$Sender;-><init>(Ljava/util/concurrent/BlockingQueue;)V
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    const-wide/16 v2, 30
    sget-object v4, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    invoke-virtual {v0, v2, v3, v4}, Ljava/util/concurrent/LinkedBlockingQueue;->poll(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object v2
    const-string v3, "timed poll got "
    invoke-static {v3, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v1}, Ljava/lang/Thread;->join()V

    # ---- take when interrupted
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    new-instance v1, LMain$Taker;
    invoke-direct {v1, v0}, LMain$Taker;-><init>(Ljava/util/concurrent/BlockingQueue;)V
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    invoke-virtual {v1}, Ljava/lang/Thread;->join()V
    const-string v1, "done"
    const-string v2, ""
    invoke-static {v1, v2}, LMain;->p(Ljava/lang/String;Ljava/lang/Object;)V
    return-void

    :vals
    .array-data 4
        5 1 4 2 3 1
    .end array-data
.end method
