.class public interface abstract LShape;
.super Ljava/lang/Object;
.source "Shape.java"

.method public abstract name()Ljava/lang/String;
.end method
