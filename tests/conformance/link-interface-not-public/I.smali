.class public interface abstract LI;
.super Ljava/lang/Object;
.source "I.java"

.method public abstract m()V
.end method
