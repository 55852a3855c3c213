.class public interface abstract LIA;
.super Ljava/lang/Object;
.source "IA.java"

.method public abstract a()I
.end method
