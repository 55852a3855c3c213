.class public interface abstract Ljava/util/Set;
.super Ljava/lang/Object;
.source "Set.java"
.implements Ljava/util/Collection;

