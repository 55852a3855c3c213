.class public interface abstract LAgain;
.super Ljava/lang/Object;
.source "Again.java"
.implements LTop;

.method public abstract who()Ljava/lang/String;
.end method

