.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.lang.ref.ReferenceQueue: a WeakReference and a PhantomReference registered with a
# queue are enqueued once their referents (made and dropped in helper methods) die;
# queue.remove(timeout) hands them over, after which isEnqueued() is false and the
# queue is empty. Reference.enqueue() works once, whether or not the reference was
# removed since; poll() and remove(timeout) on an empty queue give null; a negative
# timeout is an IllegalArgumentException. Collections are retried (System.gc() then
# remove(100)) at most 20 times, so the JVM's asynchronous enqueuing gives the same
# output. Nothing is printed that depends on whether enqueue() clears the referent
# (JDK 9+ does, Dalvik 4.4 does not).

.method static weak(Ljava/lang/ref/ReferenceQueue;)Ljava/lang/ref/WeakReference;
    .registers 3
    .line 10
    new-instance v0, Ljava/lang/ref/WeakReference;
    new-instance v1, Ljava/lang/Object;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    invoke-direct {v0, v1, p0}, Ljava/lang/ref/WeakReference;-><init>(Ljava/lang/Object;Ljava/lang/ref/ReferenceQueue;)V
    return-object v0
.end method

.method static phantom(Ljava/lang/ref/ReferenceQueue;)Ljava/lang/ref/PhantomReference;
    .registers 3
    .line 15
    new-instance v0, Ljava/lang/ref/PhantomReference;
    const/16 v1, 100
    new-array v1, v1, [I
    invoke-direct {v0, v1, p0}, Ljava/lang/ref/PhantomReference;-><init>(Ljava/lang/Object;Ljava/lang/ref/ReferenceQueue;)V
    return-object v0
.end method

# System.gc() then remove(100), until the queue hands something over (at most 20 times).
.method static await(Ljava/lang/ref/ReferenceQueue;)Ljava/lang/ref/Reference;
    .registers 5
    .line 20
    const/4 v0, 0
    :loop
    const/16 v1, 20
    if-ge v0, v1, :none
    .line 21
    invoke-static {}, Ljava/lang/System;->gc()V
    const-wide/16 v1, 100
    invoke-virtual {p0, v1, v2}, Ljava/lang/ref/ReferenceQueue;->remove(J)Ljava/lang/ref/Reference;
    move-result-object v3
    if-eqz v3, :again
    return-object v3
    :again
    add-int/lit8 v0, v0, 1
    goto :loop
    :none
    const/4 v3, 0
    return-object v3
.end method

.method static say(Ljava/lang/String;Z)V
    .registers 4
    .line 25
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 8
    .line 30
    new-instance v0, Ljava/lang/ref/ReferenceQueue;
    invoke-direct {v0}, Ljava/lang/ref/ReferenceQueue;-><init>()V
    .line 31
    invoke-virtual {v0}, Ljava/lang/ref/ReferenceQueue;->poll()Ljava/lang/ref/Reference;
    move-result-object v1
    const-string v2, "empty poll is null"
    invoke-static {v1}, LMain;->isNull(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 32
    const-wide/16 v4, 10
    invoke-virtual {v0, v4, v5}, Ljava/lang/ref/ReferenceQueue;->remove(J)Ljava/lang/ref/Reference;
    move-result-object v1
    const-string v2, "remove(10) on an empty queue is null"
    invoke-static {v1}, LMain;->isNull(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 34
    invoke-static {v0}, LMain;->weak(Ljava/lang/ref/ReferenceQueue;)Ljava/lang/ref/WeakReference;
    move-result-object v6
    .line 35
    invoke-static {v0}, LMain;->await(Ljava/lang/ref/ReferenceQueue;)Ljava/lang/ref/Reference;
    move-result-object v1
    const-string v2, "weak reference enqueued"
    const/4 v3, 0
    if-ne v1, v6, :w1
    const/4 v3, 1
    :w1
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 36
    invoke-virtual {v6}, Ljava/lang/ref/WeakReference;->get()Ljava/lang/Object;
    move-result-object v1
    const-string v2, "its referent cleared"
    invoke-static {v1}, LMain;->isNull(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 37
    const-string v2, "isEnqueued after remove"
    invoke-virtual {v6}, Ljava/lang/ref/WeakReference;->isEnqueued()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 38
    invoke-virtual {v0}, Ljava/lang/ref/ReferenceQueue;->poll()Ljava/lang/ref/Reference;
    move-result-object v1
    const-string v2, "queue empty again"
    invoke-static {v1}, LMain;->isNull(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 40
    new-instance v7, Ljava/lang/Object;
    invoke-direct {v7}, Ljava/lang/Object;-><init>()V
    new-instance v6, Ljava/lang/ref/WeakReference;
    invoke-direct {v6, v7, v0}, Ljava/lang/ref/WeakReference;-><init>(Ljava/lang/Object;Ljava/lang/ref/ReferenceQueue;)V
    .line 41
    const-string v2, "isEnqueued before enqueue"
    invoke-virtual {v6}, Ljava/lang/ref/WeakReference;->isEnqueued()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    const-string v2, "enqueue"
    invoke-virtual {v6}, Ljava/lang/ref/WeakReference;->enqueue()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    const-string v2, "isEnqueued"
    invoke-virtual {v6}, Ljava/lang/ref/WeakReference;->isEnqueued()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    const-string v2, "enqueue again"
    invoke-virtual {v6}, Ljava/lang/ref/WeakReference;->enqueue()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 42
    invoke-virtual {v0}, Ljava/lang/ref/ReferenceQueue;->poll()Ljava/lang/ref/Reference;
    move-result-object v1
    const-string v2, "poll gives it"
    const/4 v3, 0
    if-ne v1, v6, :p1
    const/4 v3, 1
    :p1
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    const-string v2, "isEnqueued after poll"
    invoke-virtual {v6}, Ljava/lang/ref/WeakReference;->isEnqueued()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    const-string v2, "enqueue after poll"
    invoke-virtual {v6}, Ljava/lang/ref/WeakReference;->enqueue()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 43
    new-instance v1, Ljava/lang/ref/WeakReference;
    invoke-direct {v1, v7}, Ljava/lang/ref/WeakReference;-><init>(Ljava/lang/Object;)V
    const-string v2, "enqueue without a queue"
    invoke-virtual {v1}, Ljava/lang/ref/WeakReference;->enqueue()Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 45
    invoke-static {v0}, LMain;->phantom(Ljava/lang/ref/ReferenceQueue;)Ljava/lang/ref/PhantomReference;
    move-result-object v6
    const-string v2, "phantom get() is null"
    invoke-virtual {v6}, Ljava/lang/ref/PhantomReference;->get()Ljava/lang/Object;
    move-result-object v1
    invoke-static {v1}, LMain;->isNull(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 46
    invoke-static {v0}, LMain;->await(Ljava/lang/ref/ReferenceQueue;)Ljava/lang/ref/Reference;
    move-result-object v1
    const-string v2, "phantom reference enqueued"
    const/4 v3, 0
    if-ne v1, v6, :ph
    const/4 v3, 1
    :ph
    invoke-static {v2, v3}, LMain;->say(Ljava/lang/String;Z)V
    .line 48
    new-instance v1, Ljava/lang/ref/SoftReference;
    invoke-direct {v1, v7, v0}, Ljava/lang/ref/SoftReference;-><init>(Ljava/lang/Object;Ljava/lang/ref/ReferenceQueue;)V
    const-string v2, "soft reference with a queue keeps a held referent"
    invoke-virtual {v1}, Ljava/lang/ref/SoftReference;->get()Ljava/lang/Object;
    move-result-object v3
    const/4 v4, 0
    if-ne v3, v7, :sf
    const/4 v4, 1
    :sf
    invoke-static {v2, v4}, LMain;->say(Ljava/lang/String;Z)V
    .line 50
    :try_start
    const-wide/16 v4, -1
    invoke-virtual {v0, v4, v5}, Ljava/lang/ref/ReferenceQueue;->remove(J)Ljava/lang/ref/Reference;
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {:try_start .. :try_end} :iae
    return-void
    :iae
    move-exception v1
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1}, Ljava/lang/IllegalArgumentException;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static isNull(Ljava/lang/Object;)Z
    .registers 2
    if-nez p0, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method
