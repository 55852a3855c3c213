.class public interface abstract Ljava/util/Queue;
.super Ljava/lang/Object;
.source "Queue.java"
.implements Ljava/util/Collection;

.method public abstract offer(Ljava/lang/Object;)Z
.end method

.method public abstract poll()Ljava/lang/Object;
.end method

.method public abstract peek()Ljava/lang/Object;
.end method

.method public abstract element()Ljava/lang/Object;
.end method

.method public abstract remove()Ljava/lang/Object;
.end method

