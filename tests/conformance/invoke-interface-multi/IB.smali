.class public interface abstract LIB;
.super Ljava/lang/Object;
.source "IB.java"

.method public abstract b()I
.end method
