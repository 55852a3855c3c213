.class public interface abstract Ljava/lang/Runnable;
.super Ljava/lang/Object;
.source "Runnable.java"

.method public abstract run()V
.end method

