.class public interface abstract Ljava/util/concurrent/BlockingQueue;
.super Ljava/lang/Object;
.source "BlockingQueue.java"
.implements Ljava/util/Queue;

# java.util.concurrent.BlockingQueue (JDK 17): a Queue whose put/take wait for space or
# an element, with timed offer/poll; nulls are refused.

.method public abstract put(Ljava/lang/Object;)V
.end method

.method public abstract offer(Ljava/lang/Object;JLjava/util/concurrent/TimeUnit;)Z
.end method

.method public abstract take()Ljava/lang/Object;
.end method

.method public abstract poll(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
.end method

.method public abstract remainingCapacity()I
.end method

.method public abstract drainTo(Ljava/util/Collection;)I
.end method

.method public abstract drainTo(Ljava/util/Collection;I)I
.end method
