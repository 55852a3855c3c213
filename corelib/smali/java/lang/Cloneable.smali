.class public interface abstract Ljava/lang/Cloneable;
.super Ljava/lang/Object;
.source "Cloneable.java"

