.class public interface abstract LPlain;
.super Ljava/lang/Object;
.source "Plain.java"

.method public abstract who()Ljava/lang/String;
.end method
