.class public LHolder;
.super Ljava/lang/Object;
.source "Holder.java"

.field public i:I
.field public j:J
.field public f:F
.field public d:D
.field public z:Z
.field public b:B
.field public c:C
.field public s:S
.field public o:Ljava/lang/Object;
.field public str:Ljava/lang/String;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
