.class LNode;
.super Ljava/lang/Object;
.source "Main.java"

# A GCBench tree node: two children and two ints (24 bytes in Dalvik's layout).

.field left:LNode;
.field right:LNode;
.field i:I
.field j:I

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method constructor <init>(LNode;LNode;II)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, LNode;->left:LNode;
    iput-object p2, p0, LNode;->right:LNode;
    iput p3, p0, LNode;->i:I
    iput p4, p0, LNode;->j:I
    return-void
.end method
