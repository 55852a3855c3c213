.class public LNode;
.super Ljava/lang/Object;
.source "Main.java"

.field v:I
.field next:LNode;

.method public constructor <init>(ILNode;)V
    .registers 3
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LNode;->v:I
    iput-object p2, p0, LNode;->next:LNode;
    return-void
.end method
