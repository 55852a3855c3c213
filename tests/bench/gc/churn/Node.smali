.class LNode;
.super Ljava/lang/Object;
.source "Main.java"

# A churned cell: two per iteration, the first holding the second and an int[].

.field v:I
.field next:LNode;
.field data:[I

.method constructor <init>(ILNode;[I)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LNode;->v:I
    iput-object p2, p0, LNode;->next:LNode;
    iput-object p3, p0, LNode;->data:[I
    return-void
.end method
