.class public interface abstract Ljava/util/RandomAccess;
.super Ljava/lang/Object;
.source "RandomAccess.java"

