.class LMain$Op;
.super Ljava/lang/Object;
.source "Main.java"
.implements Ljava/lang/Runnable;

# One failing (or not) queue operation, picked by kind, for Main.tryOp.

.field final kind:I
.field final queue:Ljava/util/concurrent/BlockingQueue;

.method constructor <init>(ILjava/util/concurrent/BlockingQueue;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LMain$Op;->kind:I
    iput-object p2, p0, LMain$Op;->queue:Ljava/util/concurrent/BlockingQueue;
    return-void
.end method

.method public run()V
    .locals 5
    iget-object v0, p0, LMain$Op;->queue:Ljava/util/concurrent/BlockingQueue;
    const/4 v1, 0
    iget v2, p0, LMain$Op;->kind:I
    packed-switch v2, :kinds
    return-void
    :add
    const-string v1, "d"
    invoke-interface {v0, v1}, Ljava/util/concurrent/BlockingQueue;->add(Ljava/lang/Object;)Z
    return-void
    :offer_null
    invoke-interface {v0, v1}, Ljava/util/concurrent/BlockingQueue;->offer(Ljava/lang/Object;)Z
    return-void
    :put_null
    :try_start
    invoke-interface {v0, v1}, Ljava/util/concurrent/BlockingQueue;->put(Ljava/lang/Object;)V
    :try_end
    .catch Ljava/lang/InterruptedException; {:try_start .. :try_end} :interrupted
    return-void
    :interrupted
    return-void
    :remove
    invoke-interface {v0}, Ljava/util/concurrent/BlockingQueue;->remove()Ljava/lang/Object;
    return-void
    :element
    invoke-interface {v0}, Ljava/util/concurrent/BlockingQueue;->element()Ljava/lang/Object;
    return-void
    :abq0
    new-instance v0, Ljava/util/concurrent/ArrayBlockingQueue;
    invoke-direct {v0, v1}, Ljava/util/concurrent/ArrayBlockingQueue;-><init>(I)V
    return-void
    :too_many
    new-instance v0, Ljava/util/concurrent/ArrayBlockingQueue;
    const/4 v1, 2
    const/4 v2, 1
    const-string v3, "x y z"
    const-string v4, " "
    invoke-virtual {v3, v4}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v3
    invoke-direct {v0, v1, v2, v3}, Ljava/util/concurrent/ArrayBlockingQueue;-><init>(IZLjava/util/Collection;)V
    return-void
    :drain_self
    invoke-interface {v0, v0}, Ljava/util/concurrent/BlockingQueue;->drainTo(Ljava/util/Collection;)I
    return-void
    :drain_null
    invoke-interface {v0, v1}, Ljava/util/concurrent/BlockingQueue;->drainTo(Ljava/util/Collection;)I
    return-void
    :lbq0
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v0, v1}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>(I)V
    return-void
    :pbq0
    new-instance v0, Ljava/util/concurrent/PriorityBlockingQueue;
    invoke-direct {v0, v1}, Ljava/util/concurrent/PriorityBlockingQueue;-><init>(I)V
    return-void
    :kinds
    .packed-switch 0x0
        :add
        :offer_null
        :put_null
        :remove
        :element
        :abq0
        :too_many
        :drain_self
        :drain_null
        :lbq0
        :pbq0
    .end packed-switch
.end method
