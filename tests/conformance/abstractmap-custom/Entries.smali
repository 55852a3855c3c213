.class public LEntries;
.super Ljava/util/AbstractSet;
.source "Main.java"

# An insertion-ordered set over an ArrayList (no duplicate checks: Pairs.put avoids them).
.field final list:Ljava/util/ArrayList;

.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Ljava/util/AbstractSet;-><init>()V
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iput-object v0, p0, LEntries;->list:Ljava/util/ArrayList;
    return-void
.end method

.method public iterator()Ljava/util/Iterator;
    .locals 1
    iget-object v0, p0, LEntries;->list:Ljava/util/ArrayList;
    invoke-virtual {v0}, Ljava/util/ArrayList;->iterator()Ljava/util/Iterator;
    move-result-object v0
    return-object v0
.end method

.method public size()I
    .locals 1
    iget-object v0, p0, LEntries;->list:Ljava/util/ArrayList;
    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I
    move-result v0
    return v0
.end method

.method public add(Ljava/lang/Object;)Z
    .locals 1
    iget-object v0, p0, LEntries;->list:Ljava/util/ArrayList;
    invoke-virtual {v0, p1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method
