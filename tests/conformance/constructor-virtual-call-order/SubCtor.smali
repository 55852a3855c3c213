.class public LSubCtor;
.super LSuperCtor;
.source "SubCtor.java"

.field label:Ljava/lang/String;
.field count:I
.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, LSuperCtor;-><init>()V
    const-string v0, "set"
    iput-object v0, p0, LSubCtor;->label:Ljava/lang/String;
    const/4 v0, 3
    iput v0, p0, LSubCtor;->count:I
    return-void
.end method
.method public describe()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iget-object v1, p0, LSubCtor;->label:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const/16 v1, 0x2f
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    iget v1, p0, LSubCtor;->count:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v1, 0x2f
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    iget v1, p0, LSuperCtor;->base:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
