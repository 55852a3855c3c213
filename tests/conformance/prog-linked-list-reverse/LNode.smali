.class public LLNode;
.super Ljava/lang/Object;
.source "LNode.java"

.field val:I
.field next:LLNode;
.method public constructor <init>(ILLNode;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LLNode;->val:I
    iput-object p2, p0, LLNode;->next:LLNode;
    return-void
.end method
