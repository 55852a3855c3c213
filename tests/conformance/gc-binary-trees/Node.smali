.class public LNode;
.super Ljava/lang/Object;
.source "Main.java"

.field left:LNode;
.field right:LNode;
.field item:I

.method public constructor <init>(LNode;LNode;I)V
    .locals 0
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, LNode;->left:LNode;
    iput-object p2, p0, LNode;->right:LNode;
    iput p3, p0, LNode;->item:I
    return-void
.end method
