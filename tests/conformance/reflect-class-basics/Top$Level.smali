.class public LTop$Level;
.super Ljava/lang/Object;
.source "Top.java"
