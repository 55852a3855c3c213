.class public interface abstract Ljava/util/Iterator;
.super Ljava/lang/Object;
.source "Iterator.java"

.method public abstract hasNext()Z
.end method

.method public abstract next()Ljava/lang/Object;
.end method

.method public abstract remove()V
.end method

