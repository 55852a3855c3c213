.class public interface abstract LIC;
.super Ljava/lang/Object;
.source "IC.java"
.implements LIA;

.method public abstract c()I
.end method
