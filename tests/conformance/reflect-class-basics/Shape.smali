.class public interface abstract LShape;
.super Ljava/lang/Object;
.source "Shape.java"
