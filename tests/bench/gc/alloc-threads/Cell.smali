.class LCell;
.super Ljava/lang/Object;
.source "Main.java"

# A pair cell: each iteration allocates two, linked.

.field v:I
.field next:LCell;

.method constructor <init>(ILCell;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LCell;->v:I
    iput-object p2, p0, LCell;->next:LCell;
    return-void
.end method
