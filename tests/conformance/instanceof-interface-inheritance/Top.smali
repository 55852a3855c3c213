.class public interface abstract LTop;
.super Ljava/lang/Object;
.source "Top.java"
