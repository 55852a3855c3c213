.class public LSubHolder;
.super LHolder;
.source "SubHolder.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LHolder;-><init>()V
    return-void
.end method
