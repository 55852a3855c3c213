.class public interface abstract Ljava/lang/AutoCloseable;
.super Ljava/lang/Object;
.source "AutoCloseable.java"

.method public abstract close()V
.end method
