.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Reference.refersTo (JDK 16) on weak and phantom references, before and after clear(),
# and Reference.reachabilityFence (JDK 9).
.method public static main([Ljava/lang/String;)V
    .registers 7
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    new-instance v1, Ljava/lang/ref/WeakReference;
    invoke-direct {v1, v0}, Ljava/lang/ref/WeakReference;-><init>(Ljava/lang/Object;)V
    const/4 v2, 0
    new-instance v3, Ljava/lang/Object;
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V

    invoke-virtual {v1, v0}, Ljava/lang/ref/Reference;->refersTo(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    invoke-virtual {v1, v2}, Ljava/lang/ref/Reference;->refersTo(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    invoke-virtual {v1, v3}, Ljava/lang/ref/Reference;->refersTo(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V

    invoke-virtual {v1}, Ljava/lang/ref/Reference;->clear()V
    invoke-virtual {v1, v2}, Ljava/lang/ref/Reference;->refersTo(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    invoke-virtual {v1, v0}, Ljava/lang/ref/Reference;->refersTo(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V

    new-instance v5, Ljava/lang/ref/ReferenceQueue;
    invoke-direct {v5}, Ljava/lang/ref/ReferenceQueue;-><init>()V
    new-instance v1, Ljava/lang/ref/PhantomReference;
    invoke-direct {v1, v0, v5}, Ljava/lang/ref/PhantomReference;-><init>(Ljava/lang/Object;Ljava/lang/ref/ReferenceQueue;)V
    invoke-virtual {v1}, Ljava/lang/ref/Reference;->get()Ljava/lang/Object;
    move-result-object v4
    if-nez v4, :got
    const/4 v4, 1
    goto :pg
    :got
    const/4 v4, 0
    :pg
    invoke-static {v4}, LMain;->p(Z)V
    invoke-virtual {v1, v0}, Ljava/lang/ref/Reference;->refersTo(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    invoke-virtual {v1, v3}, Ljava/lang/ref/Reference;->refersTo(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V

    invoke-static {v0}, Ljava/lang/ref/Reference;->reachabilityFence(Ljava/lang/Object;)V
    const-string v4, "fenced"
    sget-object v6, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v6, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
