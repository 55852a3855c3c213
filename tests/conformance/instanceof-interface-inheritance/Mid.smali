.class public interface abstract LMid;
.super Ljava/lang/Object;
.source "Mid.java"
.implements LTop;
