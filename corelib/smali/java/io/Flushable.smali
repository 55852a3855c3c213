.class public interface abstract Ljava/io/Flushable;
.super Ljava/lang/Object;
.source "Flushable.java"

.method public abstract flush()V
.end method
