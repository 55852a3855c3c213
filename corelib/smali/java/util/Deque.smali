.class public interface abstract Ljava/util/Deque;
.super Ljava/lang/Object;
.source "Deque.java"
.implements Ljava/util/Queue;

.method public abstract addFirst(Ljava/lang/Object;)V
.end method

.method public abstract addLast(Ljava/lang/Object;)V
.end method

.method public abstract removeFirst()Ljava/lang/Object;
.end method

.method public abstract removeLast()Ljava/lang/Object;
.end method

.method public abstract getFirst()Ljava/lang/Object;
.end method

.method public abstract getLast()Ljava/lang/Object;
.end method

.method public abstract push(Ljava/lang/Object;)V
.end method

.method public abstract pop()Ljava/lang/Object;
.end method

.method public abstract pollFirst()Ljava/lang/Object;
.end method

.method public abstract pollLast()Ljava/lang/Object;
.end method

.method public abstract peekFirst()Ljava/lang/Object;
.end method

.method public abstract peekLast()Ljava/lang/Object;
.end method

.method public abstract offerFirst(Ljava/lang/Object;)Z
.end method

.method public abstract offerLast(Ljava/lang/Object;)Z
.end method

.method public abstract removeFirstOccurrence(Ljava/lang/Object;)Z
.end method

.method public abstract removeLastOccurrence(Ljava/lang/Object;)Z
.end method

.method public abstract descendingIterator()Ljava/util/Iterator;
.end method
