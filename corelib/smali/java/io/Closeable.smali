.class public interface abstract Ljava/io/Closeable;
.super Ljava/lang/Object;
.source "Closeable.java"
.implements Ljava/lang/AutoCloseable;

.method public abstract close()V
.end method
