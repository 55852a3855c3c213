.class public abstract LAbsNew;
.super Ljava/lang/Object;
.source "AbsNew.java"

.method public abstract f()I
.end method
