.class public interface abstract Ljava/io/Serializable;
.super Ljava/lang/Object;
.source "Serializable.java"

