.class public interface abstract Ljava/util/Enumeration;
.super Ljava/lang/Object;
.source "Enumeration.java"

.method public abstract hasMoreElements()Z
.end method

.method public abstract nextElement()Ljava/lang/Object;
.end method
